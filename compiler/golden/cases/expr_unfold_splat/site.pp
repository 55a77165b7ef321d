# The unfold operator * in function arguments, array literals and case options.
$args = ['a', 'b']
notice(*$args)
$more = [1, *$args, 2]
notify { 'array literal': message => $more }
$opts = ['x', 'y']
case 'y' {
  *$opts: { notify { 'case matched an unfolded option': } }
  default: { notify { 'no match': } }
}
notify { 'with': message => with(*[1, 2]) |$a, $b| { $a + $b } }
