"""Thinking in other processes: the AI worker of the UI and the search helpers of Master."""
