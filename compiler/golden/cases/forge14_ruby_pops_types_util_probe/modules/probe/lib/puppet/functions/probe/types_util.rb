# frozen_string_literal: true

require_relative '../../../puppet_x/probe/modes'

# Written for this case: Puppet type-system and utility calls that module Ruby makes (Resource API style
# validation messages, numeric parsing, URIs, file checks on the module's own files, symbolic modes), each
# result or its exception class and message.
Puppet::Functions.create_function(:'probe::types_util') do
  dispatch :run do
  end

  def attempt(label)
    "#{label}: #{yield.inspect}"
  rescue StandardError => e
    "#{label}: #{e.class}: #{e.message}"
  end

  def mismatch(name, type_string, value)
    type = Puppet::Pops::Types::TypeParser.singleton.parse(type_string)
    return 'ok' if type.instance?(value)
    inferred = Puppet::Pops::Types::TypeCalculator.infer_set(value)
    Puppet::Pops::Types::TypeMismatchDescriber.new.describe_mismatch(name, type, inferred)
  end

  def run
    tf = Puppet::Pops::Types::TypeFactory
    tc = Puppet::Pops::Types::TypeCalculator
    modes = PuppetX::Probe::Modes.new
    [
      attempt('mismatch enum') { mismatch('thing.ensure', "Enum['present', 'absent']", 'latest') },
      attempt('mismatch struct') { mismatch('thing.config', 'Struct[{port => Integer[1, 65535], Optional[host] => String}]', { 'port' => 0, 'extra' => 1 }) },
      attempt('mismatch array') { mismatch('thing.list', 'Array[String, 1]', [1, 'a']) },
      attempt('mismatch ok') { mismatch('thing.n', 'Optional[Integer]', nil) },
      attempt('singleton describe') { Puppet::Pops::Types::TypeMismatchDescriber.singleton.describe_mismatch('p', tf.string, tc.infer_set(3)) },
      attempt('normalize') { Puppet::Pops::Types::TypeParser.singleton.parse('Variant[Integer[1, 3], Integer[2, 9], Undef]').normalize.to_s },
      attempt('assignable') { [tc.assignable?(tf.integer, tf.range(1, 5)), tc.assignable?(tf.range(1, 5), tf.integer)] },
      attempt('struct factory') { tf.struct({ 'a' => tf.integer, tf.optional('b') => tf.string }).to_s },
      attempt('infer') { [tc.infer([1, 'a']).to_s, tc.infer_set([1, 'a']).to_s, tc.infer({ 'k' => 1.5 }).generalize.to_s] },
      attempt('to_n') { [Puppet::Pops::Utils.to_n('0x1f'), Puppet::Pops::Utils.to_n('1.5e3'), Puppet::Pops::Utils.to_n('0777'), Puppet::Pops::Utils.to_n('abc')] },
      attempt('NUMERIC') { ['12', '-0x1F', '1.5e-3', '1_000'].map { |s| !!(s =~ Puppet::Pops::Patterns::NUMERIC) } },
      attempt('TypeFormatter') { Puppet::Pops::Types::TypeFormatter.string({ 'a' => [1, 'b'], 'c' => nil }) },
      attempt('StringConverter') { Puppet::Pops::Types::StringConverter.convert({ 'a' => [1, 'b'] }, '%p') },
      attempt('uri_to_path') { Puppet::Util.uri_to_path(URI('file:///tmp/a%20b/c')) },
      attempt('path_to_uri') { Puppet::Util.path_to_uri('/tmp/a b/c#d').to_s },
      attempt('uri_query_encode') { Puppet::Util.uri_query_encode('a b&c=d/é') },
      attempt('FileSystem own file') { f = __FILE__; [Puppet::FileSystem.exist?(f), Puppet::FileSystem.file?(f), Puppet::FileSystem.directory?(File.dirname(f)), Puppet::FileSystem.basename_string(f)] },
      attempt('FileSystem read') { Puppet::FileSystem.read(__FILE__, encoding: 'utf-8').lines.first },
      attempt('FileSystem missing') { Puppet::FileSystem.read('/nonexistent/probe.txt') },
      attempt('symbolic valid') { [modes.valid_symbolic_mode?('u+x,g-w'), modes.valid_symbolic_mode?('0755'), modes.valid_symbolic_mode?('z+q')] },
      attempt('symbolic to int') { [modes.symbolic_mode_to_int('u=rwx,go=rx', 0o644), modes.symbolic_mode_to_int('a+X', 0o644, true), modes.normalize_symbolic_mode('644')] },
      attempt('symbolic bad') { modes.symbolic_mode_to_int('u+q', 0o644) },
      attempt('CharacterEncoding') { Puppet::Util::CharacterEncoding.convert_to_utf_8("caf\u00e9".encode('ISO-8859-1').force_encoding('ASCII-8BIT')).encoding.to_s },
    ]
  end
end
