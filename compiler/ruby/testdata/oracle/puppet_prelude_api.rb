require 'puppet'
# Puppet::Resource.type_and_title's edges: where "Type[title]" is split,
# how names are capitalized, what is refused
[
  [nil, 'File[/tmp/a]'], [:component, 'foo::bar[x]'], [:whit, 'Admissible_class[x]'], [nil, :'Package[vim]'],
  [nil, "a\nUser[bob]"], ['File', 'File[/tmp/a]'], ['file[/etc/motd]', nil], ['foo::bar::baz[t]', nil],
  ['class', 'foo::bar'], ['Class', ''], [nil, 'x'], ['component', 'y'], ['COMPONENT', 'z'], ['', 'q'],
  [:main, 'w'], ['foo::', 'x'], ['::foo', 'x'], ['x::y', 5], ['file', false], ['class', :sym], ['a]b[c]', nil],
].each do |type, title|
  begin
    p Puppet::Resource.type_and_title(type, title)
  rescue => e
    p [e.class, e.message]
  end
end
# errors with a position: an empty file is none, an Exception as pos is the cause
e = Puppet::ParseError.new('boom', '', 3, 4)
p e.to_s, e.file, e.line, e.pos
cause = RuntimeError.new('inner')
e = Puppet::ParseError.new('boom', '/x.pp', 7, cause)
p e.to_s, e.pos, e.original.message
p Puppet::ParseError.new('boom', '/x.pp').to_s
p Puppet::ParseErrorWithIssue.new('m', 'f.pp', 1, 2, nil, :CODE, { 'a' => 1 }).to_s
p Puppet::Util::Errors.error_location_with_unknowns(nil, nil)
p Puppet::Util::Errors.error_location_with_unknowns('', 3)
p Puppet::Util::Errors.error_location_with_unknowns('/f.pp', '')
# Puppet::Util::Yaml: empty documents, aliases, refused classes
p Puppet::Util::Yaml.safe_load('')
p Puppet::Util::Yaml.safe_load("a: &x [1]\nb: *x\n")
begin
  Puppet::Util::Yaml.safe_load("--- !ruby/object:OpenStruct {}\n", [], 'data.yaml')
rescue Puppet::Util::Yaml::YamlLoadError => e
  p e.message
end
begin
  Puppet::Util::Yaml.safe_load("a: [\n")
rescue Puppet::Util::Yaml::YamlLoadError => e
  p e.class
end
p Puppet::Util::Yaml.safe_load_file_if_valid('/nonexistent/file.yaml')
# Iterable.on over ranges
[(1..3), (3..1), (1.5..3), ('a'..'c'), (1...1)].each do |r|
  it = Puppet::Pops::Types::Iterable.on(r)
  p it.nil? ? nil : it.to_a
end
# error_location's combinations (nil and '' unknown)
[[nil, nil, nil], ['f', nil, nil], ['f', 2, nil], ['f', 2, 3], [nil, 2, 3], [nil, 2, nil], ['f', nil, 3], [nil, nil, 3],
 ['', '', ''], ['f', '', 3]].each do |f, l, c|
  p [Puppet::Util::Errors.error_location(f, l, c), Puppet::Util::Errors.error_location_with_space(f, l, c)]
end
