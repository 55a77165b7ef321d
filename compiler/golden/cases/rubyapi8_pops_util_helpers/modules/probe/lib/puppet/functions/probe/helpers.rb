# Written for this case (RUBYAPI-8, after QA-FORGE-14 U1 and QA-FORGE-15 A3): Puppet's value printers, number
# parsing, symbolic modes, tagging, warnings, character encodings and URI helpers, each result or its exception.
require 'puppet/util/symbolic_file_mode'
require 'puppet/util/tagging'

Puppet::Functions.create_function(:'probe::helpers') do
  dispatch :run do
  end

  def attempt(label)
    "#{label}: #{yield.inspect}"
  rescue StandardError => e
    "#{label}: #{e.class}: #{e.message}"
  end

  def run
    modes = Class.new { include Puppet::Util::SymbolicFileMode }.new
    tagged = Class.new { include Puppet::Util::Tagging }
    u = Puppet::Pops::Utils
    tp = Puppet::Pops::Types::TypeParser.singleton
    [
      attempt('to_n') { ['12', ' -3 ', '+0x1F', '010', '1.5', '2e3', '0e1', '::7', '99999999999999999999', 'x', 1.5, nil, :a].map { |v| u.to_n(v) } },
      attempt('to_n_with_radix') { ['12', '0x1F', '010', '1.5', 'x', 7].map { |v| u.to_n_with_radix(v) } },
      attempt('NUMERIC captures') { Puppet::Pops::Patterns::NUMERIC.match(' -0x1f ').captures },
      attempt('NAME') { ['a::b', '::a', 'A', 'a-b'].map { |s| !!(s =~ Puppet::Pops::Patterns::NAME) } },
      attempt('CLASSREF_EXT') { ['Foo::Bar', '::Foo', 'foo'].map { |s| !!(s =~ Puppet::Pops::Patterns::CLASSREF_EXT) } },
      attempt('TypeFormatter type') { Puppet::Pops::Types::TypeFormatter.singleton.string(tp.parse('Optional[Array[String[1], 2]]')) },
      attempt('TypeFormatter values') { ['a\'b', 1.0, :sym, [nil, true], { 1 => 'x' }].map { |v| Puppet::Pops::Types::TypeFormatter.string(v) } },
      attempt('StringConverter formats') { sc = Puppet::Pops::Types::StringConverter.singleton; [sc.convert(255, '%#x'), sc.convert([1, 2], '%a'), sc.convert('x'), sc.convert(3.25, '%.1f'), sc.convert({ 'k' => 'v' }, :default)] },
      attempt('StringConverter type map') { Puppet::Pops::Types::StringConverter.convert([10, 'a'], { tp.parse('Integer') => '%o', tp.parse('String') => '%p' }) },
      attempt('StringConverter bad') { Puppet::Pops::Types::StringConverter.convert(1, '%q') },
      attempt('number?') { ['1', '-2', '1.5', '3e2', '0x10', '017', '019', 'a', '', 4, nil, []].map { |v| Puppet::Parser::Scope.number?(v) } },
      attempt('modes') { [modes.valid_symbolic_mode?('go=u-w'), modes.symbolic_mode_to_int('o=u', 0o750), modes.symbolic_mode_to_int('u+s,+t', 0o644), modes.display_mode('755'), modes.normalize_symbolic_mode(0o644)] },
      attempt('modes X') { [modes.symbolic_mode_to_int('a+X', 0o600), modes.symbolic_mode_to_int('a+X', 0o610)] },
      attempt('modes errors') { %w[u=rwx,g+Y 9 u-X ug].map { |m| begin; modes.symbolic_mode_to_int(m, 0o644); rescue Puppet::Error => e; e.message; end } },
      attempt('modes empty') { modes.symbolic_mode_to_int('', 0o644) },
      attempt('tagging') { t = tagged.new; t.tag('Web', ['a::b', nil], :Sym); [t.tags.to_a, t.tagged?('B'), t.tagged?('c'), t.tags.class.name, t.tags.join(',')] },
      attempt('tags=') { t = tagged.new; t.tags = ' one , Two::x '; t.tag_if_valid('bad tag'); t.tag_if_valid('Good'); t.tags.to_a },
      attempt('tag invalid') { t = tagged.new; begin; t.tag('ok', 'no way', 'after'); rescue Puppet::ParseError => e; [e.message, t.tags.to_a]; end },
      attempt('valid_tag?') { t = tagged.new; ['a', '_x', '-x', 'é1', 'a b', ''].map { |s| !!t.valid_tag?(s) } },
      attempt('warnonce') { w = Class.new { include Puppet::Util::Warnings; def run; warnonce('helpers: once'); warnonce('helpers: once'); notice_once('helpers: notice'); notice_once('helpers: notice'); end }.new; w.run; Puppet::Util::Warnings.warnonce('helpers: module'); Puppet::Util::Warnings.warnonce('helpers: module') },
      attempt('warnonce private') { Class.new { include Puppet::Util::Warnings }.new.respond_to?(:warnonce) },
      attempt('CharacterEncoding') { ce = Puppet::Util::CharacterEncoding; [ce.convert_to_utf_8('plain'.b).encoding.to_s, ce.convert_to_utf_8("caf\xC3\xA9".b), ce.override_encoding_to_utf_8("\xC3\xA9".b).encoding.to_s, ce.override_encoding_to_utf_8("\xFF".b).encoding.to_s] },
      attempt('uri_encode') { [Puppet::Util.uri_encode('/a b/c?x=1 2&y#frag'), Puppet::Util.uri_encode('/p#f', allow_fragment: true), Puppet::Util.uri_unescape('%41%62c%2')] },
      attempt('path_to_uri') { [Puppet::Util.path_to_uri('/opt/ä x').to_s, Puppet::Util.path_to_uri('/q?a=b c').to_s, Puppet::Util.path_to_uri(nil)] },
      attempt('uri_to_path') { [Puppet::Util.uri_to_path(URI('file:///a%C3%A4/b%20c')), Puppet::Util.uri_to_path('/not/uri')] },
    ]
  end
end
