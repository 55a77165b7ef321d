# wikimedia/operations-puppet's small wmflib 3.x helpers as its classes call them.
$specs = ['1s', '1 second', '250ms', '1.5 minutes', '2h', '3 days', '1w', '1 month', '1y', '500us', '100ns', '1e3 ms', '10 min']
notify { 'ms': message => $specs.map |$s| { "${s}=${to_milliseconds($s)}" } }
notify { 'select': message => [hash_select_re('^a', { 'abc' => 1, 'def' => 2, 'asdf' => 3 }), hash_select_re('^(?!a)', { 'abc' => 1, 'def' => 2, 'asdf' => 3 })] }
notify { 'ensure': message => [ensure_directory('present'), ensure_directory(true), ensure_directory('absent'), ensure_directory(false)] }
$pkgs = apply_format('texlive-lang-%s', ['finnish', 'french', 'greek'])
package { $pkgs: ensure => present }
notify { 'fmt': message => [apply_format('[%-8s]', ['ab', 'cdefghijk']), apply_format('%05.1f', [3.14159, 2])] }
