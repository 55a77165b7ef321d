# each matches a typed lambda by arity only; the lambda's own types are checked when it is
# called, and Puppet names it "block" (not 'lambda').
[1, 2].each |Integer $a, Integer $b| { notice($b) }
[1, 2].each |Integer $a, String $b| { notice($b) }
