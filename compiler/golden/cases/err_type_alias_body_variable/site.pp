# An alias's body takes literals only: a variable in it is "The expression <$x> is not a valid
# type specification.", an error where the alias is used (line 6).
$x = String
type A = Array[$x]
notice('before')
$ok = [] =~ A
