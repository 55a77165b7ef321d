class probe::two { }
