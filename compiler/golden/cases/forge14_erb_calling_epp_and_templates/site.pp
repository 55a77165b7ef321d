include mix
