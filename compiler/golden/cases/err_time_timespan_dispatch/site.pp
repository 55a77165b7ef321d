$x = Timespan(1, 2)
