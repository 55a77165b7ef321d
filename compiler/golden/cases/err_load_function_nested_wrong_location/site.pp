# mymod/functions/a/f.pp must define mymod::a::f: another name is the validator's Unacceptable location.
$x = mymod::a::f()
