notice(lookup('str'))
$x = lookup(['nope1', 'nope2'])
