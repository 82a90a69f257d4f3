"""The search: information-set MCTS, its playout policy, the lean playout simulator and the exact leaves."""
