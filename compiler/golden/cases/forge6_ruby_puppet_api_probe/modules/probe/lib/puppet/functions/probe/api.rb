# frozen_string_literal: true

Puppet::Functions.create_function(:'probe::api', Puppet::Functions::InternalFunction) do
  dispatch :run do
    scope_param
  end

  def run(scope)
    tp = Puppet::Pops::Types::TypeParser.singleton
    tc = Puppet::Pops::Types::TypeCalculator
    tests = [
      -> { Puppet::Util.absolute_path?('/etc/x') && !Puppet::Util.absolute_path?('etc') },
      -> { Puppet::Util.absolute_path?('C:/x', :windows) },
      -> { tp.parse('Array[Integer[1]]').to_s },
      -> { tp.parse('Stdlib::Port').class.name },
      -> { tc.infer([1, 'a']).to_s },
      -> { tc.infer_set([1, 'a']).to_s },
      -> { tc.infer({ 'a' => 1 }).to_s },
      -> { tp.parse('Integer[0,10]').instance?(5) },
      -> { tc.assignable?(tp.parse('Numeric'), tp.parse('Integer')) },
      -> { scope['facts']['os']['family'] },
      -> { scope.lookupvar('::fqdn') },
      -> { scope.lookupvar('nope::var') },
      -> { scope.function_template(['probe/t.erb']).strip },
      -> { call_function('sprintf', '%05d', 42) },
      -> { call_function('map', [1, 2]) { |x| x * 2 } },
      -> { call_function('lookup', 'probe::key', nil, nil, 'dflt') },
      -> { scope.environment.name.to_s },
      -> { Puppet[:environment].to_s },
      -> { Puppet::Pops::Types::PSensitiveType::Sensitive.new('s').to_s },
      -> { Puppet::Pops::Time::Timestamp.parse('2024-01-02T03:04:05Z').to_s },
      -> { Puppet::Pops::Time::Timespan.from_fields(false, 1, 2, 3, 4, 0).to_s },
      -> { SemanticPuppet::Version.parse('1.2.3') < SemanticPuppet::Version.parse('1.10.0') },
      -> { Puppet::Util::Package.versioncmp('1.10', '1.9') },
      -> { Puppet.warning('probe warning'); :logged },
      -> { Puppet.notice('probe notice'); :logged },
      -> { Puppet.info('probe info'); Puppet.debug('probe debug'); :logged },
      -> { Puppet.err('probe err'); :logged },
      -> { Puppet.deprecation_warning('probe deprecated', 'probe-key'); :logged },
      -> { Puppet.warn_once('probe_cat', 'probe_key', 'probe warn once', nil, nil); Puppet.warn_once('probe_cat', 'probe_key', 'probe warn once', nil, nil); :logged },
      -> { scope.warning('scope warning'); :logged },
      -> { Puppet::Pops::Types::TypeFactory.optional(Puppet::Pops::Types::TypeFactory.string).to_s },
    ]
    tests.each_with_index.map do |t, i|
      begin
        "#{i}: #{t.call.inspect}"
      rescue Exception => e
        "#{i}: #{e.class}: #{e.message}"
      end
    end
  end
end
