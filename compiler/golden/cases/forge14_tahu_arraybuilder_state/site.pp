# Written for this case after hlindberg/tahu's Tahu::ArrayBuilder: a Ruby-implemented data type whose
# methods mutate the object (@elements) and return self for chaining.
$b = Tahu::ArrayBuilder()
$b.add([1, 2]).append([3, 4]).add('five')
$snapshot = $b.build_array
$b.append(6)
notify { 'builder': message => [$snapshot, $b.build_array] }
