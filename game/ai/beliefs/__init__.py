"""What a computer player believes about the cards it cannot see, and about its opponents' habits."""
