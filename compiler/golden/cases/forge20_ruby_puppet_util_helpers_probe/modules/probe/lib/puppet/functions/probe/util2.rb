# Written for this case: Puppet::Util helpers module functions call (file modes in validators,
# URIs in file source helpers, checksums in fqdn-seeded helpers, YAML/JSON loading of module data,
# tag validation), each call rescued on its own so one refusal does not hide the others.
Puppet::Functions.create_function(:'probe::util2') do
  dispatch :run do
  end

  def run
    calls = {
      'symbolic_valid' => -> { sfm = Object.new.extend(Puppet::Util::SymbolicFileMode); [sfm.valid_symbolic_mode?('u+rwx,g=rx,o-w'), sfm.valid_symbolic_mode?('0755'), sfm.valid_symbolic_mode?('x=y')] },
      'symbolic_to_int' => -> { sfm = Object.new.extend(Puppet::Util::SymbolicFileMode); [sfm.symbolic_mode_to_int('u+x', 0644), sfm.symbolic_mode_to_int('go-w', 0777), sfm.symbolic_mode_to_int('a=r', 0, true)] },
      'normalize_mode' => -> { sfm = Object.new.extend(Puppet::Util::SymbolicFileMode); [sfm.normalize_symbolic_mode('755'), sfm.normalize_symbolic_mode(493), sfm.normalize_symbolic_mode('u+x')] },
      'uri_encode' => -> { [Puppet::Util.uri_encode('/a b/c#d?e'), Puppet::Util.uri_query_encode('a b&c=d/é')] },
      'path_to_uri' => -> { Puppet::Util.path_to_uri('/srv/my files/a.txt').to_s },
      'uri_to_path' => -> { Puppet::Util.uri_to_path(URI('file:///srv/my%20files/a.txt')) },
      'checksums' => -> { [Puppet::Util::Checksums.md5('abc'), Puppet::Util::Checksums.sha256('abc'), Puppet::Util::Checksums.sha1('abc')] },
      'checksum_known' => -> { [Puppet::Util::Checksums.known_checksum_types.map(&:to_s).sort, Puppet::Util::Checksums.valid_checksum?(:sha256, 'a' * 64), Puppet::Util::Checksums.valid_checksum?(:md5, 'zz')] },
      'checksum_label' => -> { [Puppet::Util::Checksums.checksum?('{md5}900150983cd24fb0d6963f7d28e17f72'), Puppet::Util::Checksums.sumtype('{sha256}abc'), Puppet::Util::Checksums.sumdata('{sha256}abc')] },
      'yaml_safe_load' => -> { Puppet::Util::Yaml.safe_load("a: 1\nb: [x, 2.5]\nc: ~\n", [], 'probe.yaml').inspect },
      'yaml_safe_load_symbol' => -> { Puppet::Util::Yaml.safe_load(":a: 1\n", [Symbol]).inspect },
      'yaml_refused_class' => -> { Puppet::Util::Yaml.safe_load("--- !ruby/object:OpenStruct\na: 1\n", [], 'x.yaml').inspect },
      'yaml_dump' => -> { Puppet::Util::Yaml.dump({ 'a' => [1, 'two'] }) },
      'json_load_error' => -> { Puppet::Util::Json.load('{"a":') },
      'json_pretty' => -> { Puppet::Util::Json.dump({ 'a' => { 'b' => [1] } }, :pretty => true) },
      'tag_valid' => -> { tagger = Object.new.extend(Puppet::Util::Tagging); [tagger.valid_tag?('Foo::bar'), tagger.valid_tag?('a b'), tagger.valid_tag?('-x')] },
      'tagging' => -> { t = Object.new.extend(Puppet::Util::Tagging); t.tag('Web::Server', 'db'); [t.tags.to_a.sort, t.tagged?('web'), t.tagged?('server'), t.tagged?(['nope', 'DB'])] },
      'char_encoding' => -> { s = "caf\xC3\xA9".dup.force_encoding('ASCII-8BIT'); r = Puppet::Util::CharacterEncoding.convert_to_utf_8(s); [r.encoding.to_s, r] },
      'default_paths' => -> { Puppet::Util::Platform.default_paths },
      'fs_read' => -> { [Puppet::FileSystem.basename_string('/a/b.txt'), Puppet::FileSystem.exist?('/etc/hostname')] },
      'exec_nofail' => -> { o = Puppet::Util::Execution.execute('/bin/sh -c "echo out; echo err >&2; exit 3"', failonfail: false, combine: true); [o.to_s, o.exitstatus] },
      'exec_fail' => -> { Puppet::Util::Execution.execute(['/bin/false']) },
      'exec_custom_env' => -> { Puppet::Util::Execution.execute('echo $PROBE_X', custom_environment: { 'PROBE_X' => 'hello' }).to_s },
    }
    calls.map do |name, fn|
      v = begin
            fn.call
          rescue StandardError, LoadError => e
            "#{e.class}: #{e.message}"
          end
      [name, v.is_a?(Array) || v.is_a?(String) || v.is_a?(Integer) || v == true || v == false || v.nil? ? v : v.inspect]
    end.to_h
  end
end
