# Array, Hash, Tuple and Struct with parameters; Optional keys in Struct.
$r = {
  'Array[Integer]'          => [1, 2] =~ Array[Integer],
  'Array[Integer] mixed'    => [1, 'a'] =~ Array[Integer],
  'Array size'              => [1, 2, 3] =~ Array[Integer, 1, 2],
  'empty Array[Integer,1]'  => [] =~ Array[Integer, 1],
  'empty Array[Integer]'    => [] =~ Array[Integer],
  'Hash[String,Integer]'    => { 'a' => 1 } =~ Hash[String, Integer],
  'Hash bad value'          => { 'a' => 'x' } =~ Hash[String, Integer],
  'Hash size'               => { 'a' => 1 } =~ Hash[String, Integer, 2, 3],
  'Tuple'                   => [1, 'a'] =~ Tuple[Integer, String],
  'Tuple too long'          => [1, 'a', 2] =~ Tuple[Integer, String],
  'Tuple repeat'            => [1, 'a', 'b'] =~ Tuple[Integer, String, 1, 5],
  'Struct'                  => { 'a' => 1, 'b' => 'x' } =~ Struct[{ a => Integer, b => String }],
  'Struct missing'          => { 'a' => 1 } =~ Struct[{ a => Integer, b => String }],
  'Struct optional key'     => { 'a' => 1 } =~ Struct[{ a => Integer, Optional[b] => String }],
  'Struct optional value'   => { 'a' => 1 } =~ Struct[{ a => Integer, b => Optional[String] }],
  'Struct extra key'        => { 'a' => 1, 'z' => 1 } =~ Struct[{ a => Integer }],
  'Tuple < Array'           => Tuple[Integer, Integer] < Array[Integer],
  'Struct < Hash'           => Struct[{ a => Integer }] < Hash[String, Integer],
  'Array[Integer] < Array'  => Array[Integer] < Array,
  'Array < Collection'      => Array < Collection,
}
notify { 'collections': message => $r }
notice(Array[Integer, 1, 2])
notice(Hash[String, Integer])
notice(Tuple[Integer, String, 1, 5])
notice(Struct[{ a => Integer, Optional[b] => String }])
notice(Array)
