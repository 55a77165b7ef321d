include legacy
