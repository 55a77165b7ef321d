# mymod/types/a/small.pp must define Mymod::A::Small.
$x = 1 =~ Mymod::A::Small
