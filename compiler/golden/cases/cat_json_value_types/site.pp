# How parameter values of every kind are written in the catalog JSON.
notify { 'values':
  message => {
    'int'        => 42,
    'neg'        => -7,
    'float'      => 2.5,
    'float int'  => 2.0,
    'big float'  => 1e20,
    'true'       => true,
    'false'      => false,
    'string'     => "tab\tquote\"unicode é ☃",
    'empty str'  => '',
    'empty arr'  => [],
    'empty hash' => {},
    'nested'     => [[1, [2]], { 'a' => { 'b' => [] } }],
    'undef elem' => [1, undef, 3],
    'undef val'  => { 'k' => undef },
  },
}
notify { 'int keys': message => { 1 => 'one' } }
