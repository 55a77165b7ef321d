# Written for this case: Puppet::Util / SemanticPuppet / Pops calls as module functions make them
# (versioncmp in package/version helpers, absolute_path? in validators, SemanticPuppet in version
# gates, TypeParser/TypeCalculator in type-checking helpers). Each call is rescued on its own.
Puppet::Functions.create_function(:'probe::util_api') do
  dispatch :run do
  end

  def run
    calls = {
      'versioncmp' => -> { [Puppet::Util::Package.versioncmp('1.10.0', '1.9.3'), Puppet::Util::Package.versioncmp('2.0rc1', '2.0'), Puppet::Util::Package.versioncmp('1.0', '1.0.0'), Puppet::Util::Package.versioncmp('1:2.3-4', '1:2.3-10')] },
      'versioncmp_trailing' => -> { Puppet::Util::Package.versioncmp('1.0', '1.0.0', true) },
      'absolute_path' => -> { [Puppet::Util.absolute_path?('/etc'), Puppet::Util.absolute_path?('C:/x', :windows), Puppet::Util.absolute_path?('etc'), Puppet::Util.absolute_path?('C:\\x')] },
      'symbolizehash' => -> { Puppet::Util.symbolizehash({ 'a' => 1, 'b' => { 'c' => 2 } }).inspect },
      'which_missing' => -> { Puppet::Util.which('no-such-command-qf13').inspect },
      'fs_exist' => -> { [Puppet::FileSystem.exist?('/etc'), Puppet::FileSystem.exist?('/no/such/qf13'), Puppet::FileSystem.directory?('/etc')] },
      'version' => -> { Puppet.version },
      'platform' => -> { [Puppet::Util::Platform.windows?, Puppet.features.microsoft_windows?] },
      'semver' => -> { v = SemanticPuppet::Version.parse('1.2.3-rc.1'); [v.major, v.minor, v.patch, v.prerelease, v.to_s, v.stable?] },
      'semver_cmp' => -> { [SemanticPuppet::Version.parse('1.10.0') > SemanticPuppet::Version.parse('1.9.0'), SemanticPuppet::Version.valid?('1.2'), SemanticPuppet::Version.valid?('1.2.3')] },
      'semver_range' => -> { r = SemanticPuppet::VersionRange.parse('>= 1.0.0 < 2.0.0'); [r.include?(SemanticPuppet::Version.parse('1.5.0')), r.include?(SemanticPuppet::Version.parse('2.0.0')), r.to_s] },
      'semver_range_tilde' => -> { r = SemanticPuppet::VersionRange.parse('~> 4.1'); [r.begin.to_s, r.end.to_s, r.exclude_end?] },
      'semver_range_x' => -> { SemanticPuppet::VersionRange.parse('1.x').to_s },
      'type_parse' => -> { Puppet::Pops::Types::TypeParser.singleton.parse('Optional[String[1]]').to_s },
      'type_infer' => -> { [Puppet::Pops::Types::TypeCalculator.infer([1, 'a']).to_s, Puppet::Pops::Types::TypeCalculator.infer_set([1, 'a']).to_s, Puppet::Pops::Types::TypeCalculator.infer({ 'a' => 1 }).to_s] },
      'type_instance' => -> { t = Puppet::Pops::Types::TypeParser.singleton.parse('Array[Integer[0, 10]]'); [t.instance?([1, 2]), t.instance?([11]), Puppet::Pops::Types::TypeCalculator.instance?(t, [3])] },
      'type_assignable' => -> { a = Puppet::Pops::Types::TypeParser.singleton.parse('Integer'); b = Puppet::Pops::Types::TypeParser.singleton.parse('Integer[1,2]'); [a.assignable?(b), b.assignable?(a)] },
      'timestamp' => -> { Puppet::Pops::Time::Timestamp.parse('2020-01-02T03:04:05.000 UTC').to_s },
      'timespan' => -> { Puppet::Pops::Time::Timespan.from_fields(false, 1, 2, 3, 4, 0).to_s },
      'json_util' => -> { [Puppet::Util::Json.load('{"a":[1,2.5,null]}').inspect, Puppet::Util::Json.dump({ 'b' => [1, nil] })] },
      'deterministic_rand' => -> { [Puppet::Util.deterministic_rand(42, 100), Puppet::Util.deterministic_rand_int('seed', 1000)] },
      'lookup_env' => -> { e = Puppet.lookup(:current_environment); [e.name.inspect, e.name.to_s] },
      'function_loaded' => -> { Puppet::Parser::Functions.function(:template) },
      'execute' => -> { o = Puppet::Util::Execution.execute(['/bin/echo', 'hi']); [o, o.exitstatus, o.class.to_s] },
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
