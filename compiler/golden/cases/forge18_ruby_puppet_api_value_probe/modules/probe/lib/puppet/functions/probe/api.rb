# Puppet's Ruby API as module functions call it on values: Puppet::Resource, Pops time/binary/
# sensitive values, SemanticPuppet, Puppet::Util::Json/Yaml/Checksums/Tagging, the type parser and
# factory, loaders and the environment. Each call's outcome (or its error class and message).
Puppet::Functions.create_function(:'probe::api', Puppet::Functions::InternalFunction) do
  dispatch :api do
    scope_param
  end

  def api(scope)
    r = Puppet::Resource.new(:file, '/tmp/x', parameters: { ensure: 'file', mode: '0644' })
    probes = {
      'res_to_s' => -> { r.to_s },
      'res_ref' => -> { r.ref },
      'res_param' => -> { r[:ensure] },
      'res_type_title' => -> { [r.type, r.title] },
      'res_keys' => -> { r.to_hash.keys.map(&:to_s).sort },
      'res_class_ref' => -> { Puppet::Resource.new('class', 'foo::bar').ref },
      'res_from_ref' => -> { x = Puppet::Resource.new(nil, 'Notify[hi]'); [x.type, x.title] },
      'res_data_hash' => -> { r.to_data_hash.reject { |k, _| %w[file line].include?(k) } },
      'res_eq' => -> { r == Puppet::Resource.new('File', '/tmp/x') },
      'tag_valid' => -> { [Puppet::Util::Tagging::ValidTagRegex.match?('a::b'), Puppet::Util::Tagging::ValidTagRegex.match?('a b')] },
      'lookupvar' => -> { scope.lookupvar('facts')['os']['family'] },
      'call_dig' => -> { call_function('dig', { 'a' => [{ 'b' => 1 }] }, 'a', 0, 'b') },
      'sensitive' => -> { s = Puppet::Pops::Types::PSensitiveType::Sensitive.new('pw'); [s.unwrap, s.to_s] },
      'timespan' => -> { Puppet::Pops::Time::Timespan.from_fields(false, 1, 2, 3, 4).to_s },
      'timespan_parse' => -> { Puppet::Pops::Time::Timespan.parse('01:30:00').to_f },
      'timestamp' => -> { Puppet::Pops::Time::Timestamp.parse('2024-02-29T12:00:00Z').to_s },
      'timestamp_ops' => -> { (Puppet::Pops::Time::Timestamp.parse('2024-02-29T12:00:00Z') + 3600).to_s },
      'binary' => -> { b = Puppet::Pops::Types::PBinaryType::Binary.from_base64('aGVsbG8='); [b.to_s, b.binary_buffer, b.length] },
      'binary_plain' => -> { Puppet::Pops::Types::PBinaryType::Binary.from_string('hi').to_s },
      'semver' => -> { SemanticPuppet::Version.parse('1.2.3-rc.1').next(:minor).to_s },
      'semver_cmp' => -> { SemanticPuppet::Version.parse('1.10.0') > SemanticPuppet::Version.parse('1.9.0') },
      'semver_range' => -> { SemanticPuppet::VersionRange.parse('~> 1.2').include?(SemanticPuppet::Version.parse('1.3.0')) },
      'semver_range_s' => -> { SemanticPuppet::VersionRange.parse('>=1.0.0 <2.0.0 || 3.x').to_s },
      'semver_bad' => -> { SemanticPuppet::Version.parse('1.2') },
      'json_dump' => -> { Puppet::Util::Json.dump({ 'a' => [1, nil] }) },
      'json_pretty' => -> { Puppet::Util::Json.dump({ 'a' => { 'b' => 1 } }, pretty: true) },
      'json_load' => -> { Puppet::Util::Json.load('{"a": [1, 2.5, null]}') },
      'json_bad' => -> { Puppet::Util::Json.load('{bad') },
      'yaml_load' => -> { Puppet::Util::Yaml.safe_load("a: 1\nb: [x, 'y']\n") },
      'yaml_bad' => -> { Puppet::Util::Yaml.safe_load("a: :sym\n") },
      'checksum' => -> { [Puppet::Util::Checksums.sha256('x'), Puppet::Util::Checksums.md5('x')] },
      'checksum_known' => -> { Puppet::Util::Checksums.known_checksum_types.map(&:to_s).sort },
      'type_parse' => -> { t = Puppet::Pops::Types::TypeParser.singleton.parse('Array[Integer[0], 1, 3]'); [t.to_s, t.instance?([1]), t.instance?([])] },
      'type_factory' => -> { f = Puppet::Pops::Types::TypeFactory; f.struct({ 'a' => f.integer, f.optional('b') => f.string }).to_s },
      'type_infer' => -> { Puppet::Pops::Types::TypeCalculator.infer_set({ 'a' => [1, 'x'] }).to_s },
      'type_assignable' => -> { f = Puppet::Pops::Types::TypeFactory; f.numeric.assignable?(f.integer) },
      'env_name' => -> { Puppet.lookup(:current_environment).name },
      'env_valid' => -> { [Puppet::Node::Environment.valid_name?('foo_bar'), Puppet::Node::Environment.valid_name?('foo-bar')] },
      'fn3_exists' => -> { !Puppet::Parser::Functions.function(:template).nil? },
      'loader_fn' => -> { Puppet::Pops::Loaders.find_loader(nil).load(:function, 'upcase').class.name },
      'loader_missing' => -> { Puppet::Pops::Loaders.find_loader(nil).load(:function, 'no_such_fn_forge18').inspect },
    }
    probes.each_with_object({}) do |(name, l), out|
      out[name] = begin
                    v = l.call
                    v.is_a?(String) || v.is_a?(Numeric) || v == true || v == false || v.nil? || v.is_a?(Array) || v.is_a?(Hash) ? v : v.inspect
                  rescue StandardError => e
                    "#{e.class}: #{e.message}"
                  end
    end
  end
end
