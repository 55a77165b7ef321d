# stdlib 9's stdlib::sort_by (lib/puppet/functions/stdlib/sort_by.rb 994271c7) on a Hash with a
# two-parameter lambda, as its dispatch allows: Ruby's sort_by yields one [key, value] pair, so
# Puppet 7.23 fails on the lambda's second parameter.
notice({ 'b' => 3, 'a' => 1, 'c' => 2 }.stdlib::sort_by |$k, $v| { $v })
