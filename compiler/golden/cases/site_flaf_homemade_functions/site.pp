# flaf/miscellaneous's homemade module (a site's own Ruby functions): hash2yaml (Ruby's to_yaml of
# the node's facts, as its mcollective::server writes facts.yaml), getvar (an InternalFunction with
# scope_param: scope.include?, scope[...], scope['title']) and ljust.
class mco_facts {
  # In $::facts, we keep only some irrelevant keys (the list of mcollective::server).
  $kept_facts = [ 'architecture', 'bios_release_date', 'bios_vendor', 'bios_version', 'blockdevices',
                  'chassistype', 'disks', 'dmi', 'domain', 'facterversion', 'filesystems', 'fqdn',
                  'hardwareisa', 'hardwaremodel', 'hostname', 'interfaces', 'ipaddress', 'ipaddress6',
                  'is_pe', 'is_virtual', 'kernel', 'kernelmajversion', 'kernelrelease', 'lsbdistcodename',
                  'lsbdistdescription', 'lsbdistid', 'lsbdistrelease', 'lsbmajdistrelease', 'macaddress',
                  'manufacturer', 'memorysize', 'memorysize_mb', 'netmask', 'netmask6', 'network',
                  'network6', 'networking', 'operatingsystem', 'operatingsystemmajrelease',
                  'operatingsystemrelease', 'os', 'osfamily', 'package_provider', 'partitions',
                  'physicalprocessorcount', 'processorcount', 'processors', 'productname',
                  'puppetversion', 'raid_controllers', 'ruby', 'rubyplatform', 'rubysitedir',
                  'rubyversion', 'selinux', 'service_provider', 'staging_http_get', 'swapsize',
                  'swapsize_mb', 'timezone', 'virtual', 'clientcert', 'clientversion',
  ].reduce({}) |$memo, $item| {
    case $::facts[$item] {
      NotUndef: {
        $memo + { $item => $::facts[$item] }
      }
      default:  {
        $memo
      }
    }
  }
  $yaml_content = ::homemade::hash2yaml($kept_facts)
  file { '/etc/puppetlabs/mcollective/facts.yaml':
    ensure  => present,
    content => $yaml_content,
  }
  $tricky = {
    'yes' => 'no', 'num' => '123', 'float' => '1.5', 'nul' => 'null', 'tilde' => '~', 'empty' => '',
    'lead' => ' leading space', 'colon' => 'a: b', 'multi' => "line one\nline two\n", 'hash' => '#x',
    'utf8' => 'über ☃', 'tab' => "a\tb", 'long' => 'lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut labore et dolore magna aliqua',
    'list' => [1, 2.5, true, false, undef, 'x'], 'nested' => { 'a' => { 'b' => [] }, 'c' => {} },
    'star' => '*star', 'amp' => '&anchor', 'bang' => '!tag', 'quote' => "it's", 'dq' => '"q"',
    'date' => '2024-01-02', 'octal' => '0755', 'bool' => 'True', 'dash' => '- item', 'big' => 12345678901234,
  }
  file { '/etc/tricky.yaml': content => ::homemade::hash2yaml($tricky) }
}
class demo {
  $local = 'local value'
  notify { 'ljust': message => "[${homemade::ljust('abc', 10, '.')}]" }
  notify { 'ljust-short': message => "[${homemade::ljust('abcdef', 3, '-')}]" }
  notify { 'getvar-local': message => homemade::getvar('local') }
  notify { 'getvar-top': message => homemade::getvar('::fqdn') }
  notify { 'getvar-class': message => homemade::getvar('mco_facts::yaml_content').length }
}
include mco_facts
include demo
