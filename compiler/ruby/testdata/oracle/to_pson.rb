# Object#to_pson as Puppet 7's puppet/external/pson pure generator writes
# it (Puppet loads it before module code runs; Punch's runtime has it
# built in). QA-SITE S8.
# Puppet has English loaded: PSON's escaping uses $MATCH.
require 'English'
begin
  require 'puppet/external/pson/pure'
rescue LoadError
end
class Foo
  def to_s
    'foo'
  end
end
class Bar
  def to_pson(*)
    'BAR'
  end
end
[nil, true, false, 12, -3, 2**70, -3.5, 1.0e20, 1.0 / 0, -1.0 / 0, 0.0 / 0, -0.0, 1.5e-7,
 'plain', "say \"hi\" \\ é", "tab\tnl\n\r\f\b\u0001\u001f\u007f", '</script>', :sym,
 ['a', 1, nil, [2.5]], { 'k' => [true], 'n' => { 'x' => 'y' }, 1 => :v, nil => 2 },
 Foo.new, [Foo.new], { Foo.new => Foo.new }, Bar.new, [Bar.new], 1..3, [], {}].each do |v|
  puts v.to_pson
end
