# Aliases that reach themselves without looking inside the value (Optional[X], a Variant
# naming itself): instance checks stop where the same alias meets the same value again
# (Puppet's recursion guard); structural recursion still descends into arrays.

type X = Optional[X]
type Y = Variant[Y, Integer]
type Z = Variant[Array[Z], Z, String]
notice(5 =~ X)
notice(5 =~ Y)
notice('a' =~ Y)
$a = []
notice([$a, $a, [[]]] =~ Z)
notice([['x'], 'y'] =~ Z)
notice([1] =~ Z)
