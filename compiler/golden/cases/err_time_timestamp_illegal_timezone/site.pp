$x = Timestamp('2024-01-01', '%F', 'America/New_York')
