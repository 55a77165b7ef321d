# QA-FORGE-5 R1: String#to_i(0) (and Integer(s, 0)) auto-detect the radix from the prefix in Ruby.
file { '/tmp/radix': content => template('m/radix.erb') }
