# example42/puppi params_lookup of 2012 (Ruby 1.8 "if cond:" syntax) under Ruby 3.1 (written for this case).
include app
