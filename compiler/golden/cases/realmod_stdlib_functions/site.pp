# puppetlabs-stdlib 8.5.0 functions a profile uses on its data: merge and deep_merge of layered
# hashes, pick and pick_default, delete and delete_values, concat, unique, to_json and
# to_json_pretty, str2bool and bool2num, ensure_packages with options, ensure_resource on a define,
# validate_* wrappers, any2array, hash helpers, string helpers.
define profile::vhost (String $docroot, Integer $port = 80, Array $aliases = []) {
  file { "/etc/vhosts/${title}.json":
    content => to_json({ 'docroot' => $docroot, 'port' => $port, 'aliases' => $aliases }),
  }
}
class profile::app (
  Hash $defaults  = { 'workers' => 2, 'log' => { 'level' => 'info', 'dest' => 'syslog' }, 'features' => ['a'] },
  Hash $overrides = { 'workers' => 8, 'log' => { 'level' => 'debug' }, 'features' => ['b'], 'tmp' => undef },
  $enable_str     = 'yes',
  $disabled       = 'false',
) {
  $merged = merge($defaults, $overrides)
  $deep   = deep_merge($defaults, $overrides, { 'log' => { 'rotate' => 7 } })
  $clean  = delete_undef_values($deep)
  $noflag = delete($clean, 'features')
  $vals   = delete_values({ 'a' => 1, 'b' => 2, 'c' => 1 }, 1)
  $list   = unique(concat(['x', 'y'], ['y', 'z'], 'w'))
  $enabled = str2bool($enable_str)
  validate_bool($enabled)
  validate_hash($merged)
  validate_array($list)
  validate_string(pick($overrides['name'], 'app'))
  validate_re($enable_str, ['^yes$', '^no$'])
  validate_absolute_path(['/srv/app', '/var/log/app'])
  validate_numeric(pick_default($overrides['workers'], 1), 64, 1)
  validate_slength('abcdef', 10)
  ensure_packages(['nginx', 'redis-server'], { 'ensure' => 'present', 'tag' => 'profile' })
  ensure_packages({ 'python3-redis' => { 'ensure' => 'latest' } })
  ensure_resource('profile::vhost', 'app', { 'docroot' => '/srv/app', 'aliases' => ['www'] })
  ensure_resource('profile::vhost', 'app', { 'docroot' => '/srv/app', 'aliases' => ['www'] })
  ensure_resource('file', '/srv/app', { 'ensure' => 'directory', 'owner' => 'www-data' })
  file { '/etc/app/config.json':
    content => to_json_pretty($clean),
  }
  file { '/etc/app/summary.txt':
    content => join([
      "merged=${merged}",
      "noflag=${noflag}",
      "vals=${vals}",
      "list=${list}",
      "enabled=${enabled} ${bool2num($enabled)} ${bool2str(str2bool($disabled), 'on', 'off')}",
      "keys=${sort(keys($clean))} values=${size(values($clean))}",
      "has=${has_key($clean, 'log')} ${member($list, 'z')} ${empty([])}",
      "any=${any2array('one')} ${any2array(['two'])} ${flatten([[1, [2]], 3])}",
      "str=${upcase('abc')} ${capitalize('word')} ${strip('  s  ')} ${chomp("line\n")} ${squeeze('aaabbb')}",
      "num=${max(3, 9, 4)} ${min(3, 9, 4)} ${abs(-5)} ${floor(3.7)} ${ceiling(3.2)}",
      "arr=${zip([1, 2], ['a', 'b'])} ${values_at(['a', 'b', 'c'], [0, 2])} ${count(['a', '', 'b'])}",
      "hash=${hash(['k1', 'v1', 'k2', 'v2'])} ${pick_default(undef, 'dflt')} ${dig44({ 'a' => { 'b' => 1 } }, ['a', 'b'])}",
      "fmt=${sprintf('%05.1f|%-4s|%x', 3.14159, 'ab', 255)} ${join_keys_to_values({ 'a' => 1 }, ':')} ${suffix(['a'], '.conf')}",
      "enc=${base64('encode', 'hello')} ${md5('x')} ${sha1('x')} ${uriescape('a b&c')} ${shell_escape('it\'s')}",
      "net=${is_ip_address('10.1.1.1')} ${is_domain_name('example.com')} ${is_mac_address('aa:bb:cc:dd:ee:ff')}",
    ], "\n"),
  }
}
include profile::app
notify { 'parsed':
  message => [parsejson('{"a": [1, 2, {"b": null}]}'), parseyaml("a: 1\nb: [x, y]\n"), loadjson('/nonexistent.json', { 'default' => true })],
}
