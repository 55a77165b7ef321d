# The Puppet API 4.x module functions call (vault_lookup, stdlib 9, extlib, tp, foreman), each rescued so a
# missing one shows as its error class. Written for this case.
Puppet::Functions.create_function(:'probe::api4') do
  dispatch :api4 do
    param 'Hash', :h
    optional_block_param 'Callable[1,1]', :blk
  end

  def api4(h, &blk)
    tp = Puppet::Pops::Types::TypeParser.singleton
    tf = Puppet::Pops::Types::TypeFactory
    tc = Puppet::Pops::Types::TypeCalculator
    checks = {
      'closure_scope.var'  => -> { closure_scope['probe::v'] },
      'closure_scope.class'=> -> { closure_scope.class.name },
      'call_function'      => -> { call_function('join', ['a', 'b'], '-') },
      'call_function_blk'  => -> { call_function('map', [1, 2]) { |x| x * 10 } },
      'block'              => -> { blk ? blk.call(3) : :none },
      'parse.to_s'         => -> { tp.parse('Variant[String[1], Integer[0,10]]').to_s },
      'parse.alias'        => -> { tp.parse('Probe::Port', loader).resolved_type.to_s rescue tp.parse('Probe::Port').to_s },
      'instance?'          => -> { [tp.parse('Integer[1,5]').instance?(3), tp.parse('Integer[1,5]').instance?(9)] },
      'infer'              => -> { tc.infer(h).to_s },
      'infer_set'          => -> { tc.infer_set(h).to_s },
      'generalize'         => -> { tc.infer(h).generalize.to_s },
      'assignable?'        => -> { tf.string.assignable?(tf.string(1)) },
      'factory'            => -> { [tf.integer.to_s, tf.optional(tf.string).to_s, tf.array_of(tf.boolean).to_s, tf.hash_kv(tf.string, tf.integer).to_s] },
      'range'              => -> { tf.range(1, 5).to_s },
      'struct'             => -> { tf.struct({ 'a' => tf.integer }).to_s },
      'deferred'           => -> { d = tf.deferred.create('join', [['a'], '-']); [d.class.name, d.name, d.arguments] },
      'sensitive'          => -> { s = Puppet::Pops::Types::PSensitiveType::Sensitive.new('x'); [s.to_s, s.unwrap] },
      'sensitive_arg'      => -> { h['s'].is_a?(Puppet::Pops::Types::PSensitiveType::Sensitive) && h['s'].unwrap },
      'timespan'           => -> { Puppet::Pops::Time::Timespan.from_fields(false, 1, 2, 3, 4).to_s },
      'semver'             => -> { v = SemanticPuppet::Version.parse('1.2.3-rc.1'); [v.major, v.prerelease, v.to_s] },
      'semver_range'       => -> { SemanticPuppet::VersionRange.parse('>=1.0.0 <2.0.0').include?(SemanticPuppet::Version.parse('1.5.0')) },
      'PUndef'             => -> { tc.infer(nil).to_s },
      'loader.load'        => -> { f = loader.load(:function, 'probe::helper'); f.class.name.start_with?('Puppet') && f.call(closure_scope, 2) },
      'loader.type'        => -> { loader.load(:type, 'probe::port').to_s },
      'Puppet.lookup_env'  => -> { Puppet.lookup(:current_environment).name.to_s },
      'Puppet[:environment]' => -> { Puppet[:environment].to_s },
      'lookup via call'    => -> { call_function('lookup', 'probe::missing', nil, nil, 'dflt') },
      'TypeAsserter'       => -> { Puppet::Pops::Types::TypeAsserter.assert_instance_of('probe arg', tf.integer, 'x') },
      'Pops::Utils'        => -> { Puppet::Pops::Utils.is_numeric?('12') },
      'Puppet::Util::Package' => -> { Puppet::Util::Package.versioncmp('1.10', '1.9') },
      'Puppet::Util.deterministic_rand' => -> { Puppet::Util.deterministic_rand(42, 100).to_i },
      'Puppet::FileSystem' => -> { Puppet::FileSystem.exist?('/nonexistent-path-for-probe') },
      'Puppet.version'     => -> { Puppet.version.split('.').first },
      'Puppet::Util::Errors' => -> { raise Puppet::Error, 'boom' },
    }
    checks.map do |k, f|
      v = begin
            f.call.inspect
          rescue StandardError => e
            e.class.name
          end
      "#{k}=#{v}"
    end
  end
end
