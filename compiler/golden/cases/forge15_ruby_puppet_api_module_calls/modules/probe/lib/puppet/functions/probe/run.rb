Puppet::Functions.create_function(:'probe::run') do
  dispatch :run do
    param 'Integer', :index
  end

  def run(index)
    send("p#{index}").inspect
  rescue StandardError, ScriptError => e
    "!! #{e.class}: #{e.message}"
  end

  def p0
    Puppet::Util::Package.versioncmp('1.10.0', '1.9.9')
  end

  def p1
    ['2.0.0-rc1', '2.0.0', '1.10', '1.9', '1.10.1~beta'].sort { |a, b| Puppet::Util::Package.versioncmp(a, b) }
  end

  def p2
    Puppet::Util.deterministic_rand(42, 100)
  end

  def p3
    Puppet::Util.deterministic_rand_int(42, 100) rescue $!.class
  end

  def p4
    Puppet::Util::Json.dump({ 'a' => [1, 2] })
  end

  def p5
    Puppet::Util::Json.dump({ 'a' => 1 }, pretty: true)
  end

  def p6
    Puppet::Util::Json.load('{"a": [1, 2.5]}')
  end

  def p7
    (Puppet::Util::Json.load('{bad') rescue [$!.class, $!.message[0, 40]])
  end

  def p8
    Puppet::Util::Yaml.safe_load("a: 1\nb: [x]\n", [Symbol])
  end

  def p9
    Puppet::Util::Yaml.dump({ 'a' => 'b' })
  end

  def p10
    Puppet::Util::Checksums.md5('abc') rescue $!.class
  end

  def p11
    Puppet::Util::Checksums.sha256('abc') rescue $!.class
  end

  def p12
    Puppet::Util.symbolizehash({ 'a' => 1, 'b' => { 'c' => 2 } })
  end

  def p13
    Puppet::Util.absolute_path?('/etc') && !Puppet::Util.absolute_path?('etc')
  end

  def p14
    Puppet::Util.absolute_path?('C:/x', :windows)
  end

  def p15
    Puppet.warning('probe warning'); Puppet.notice('probe notice'); Puppet.info('info hidden'); :logged
  end

  def p16
    Puppet::Pops::Types::PSensitiveType::Sensitive.new('s3cr3t').to_s
  end

  def p17
    Puppet::Pops::Types::PSensitiveType::Sensitive.new('s3cr3t').unwrap
  end

  def p18
    Puppet::Pops::Types::PBinaryType::Binary.from_base64('aGVsbG8=').to_s
  end

  def p19
    Puppet::Pops::Types::PBinaryType::Binary.from_binary_string('hi').to_s
  end

  def p20
    Puppet::Pops::Types::TypeParser.singleton.parse('Hash[String, Array[Integer[0]]]').to_s
  end

  def p21
    Puppet::Pops::Types::TypeCalculator.infer_set([1, 'a', :undef]).to_s rescue $!.class
  end

  def p22
    Puppet::Pops::Types::TypeCalculator.infer({ 'a' => [1, 2.0] }).to_s
  end

  def p23
    Puppet::Pops::Types::TypeCalculator.infer_set({ 'a' => [1, 2.0] }).to_s
  end

  def p24
    t = Puppet::Pops::Types::TypeParser.singleton.parse('Variant[Enum[a, b], Pattern[/^x/]]'); [t.instance?('a'), t.instance?('xy'), t.instance?('c')]
  end

  def p25
    Puppet::Pops::Types::TypeFactory.optional(Puppet::Pops::Types::TypeFactory.string).to_s
  end

  def p26
    Puppet::Pops::Types::TypeFactory.range(1, 10).to_s rescue $!.class
  end

  def p27
    Puppet::Pops::Types::TypeFactory.array_of(Puppet::Pops::Types::TypeFactory.integer).instance?([1, 2])
  end

  def p28
    Puppet::Pops::Types::TypeAsserter.assert_instance_of('probe', Puppet::Pops::Types::TypeFactory.integer, 'x') rescue [$!.class, $!.message]
  end

  def p29
    closure_scope['facts']['os']['family']
  end

  def p30
    closure_scope.lookupvar('::networking')['hostname'] rescue $!.class
  end

  def p31
    closure_scope.environment.name.to_s
  end

  def p32
    closure_scope.compiler.node.name
  end

  def p33
    closure_scope.catalog.classes.sort
  end

  def p34
    closure_scope.find_hostclass('probe::helper').name rescue $!.class
  end

  def p35
    closure_scope.environment.known_resource_types.find_hostclass('probe::helper').name rescue $!.class
  end

  def p36
    closure_scope.environment.known_resource_types.definition('probe::thing').name rescue $!.class
  end

  def p37
    Puppet::Parser::Functions.function(:template)
  end

  def p38
    Puppet::Parser::Functions.function(:no_such_function_x)
  end

  def p39
    call_function('versioncmp', '1.2', '1.10')
  end

  def p40
    call_function('defined', 'Class[probe::helper]')
  end

  def p41
    call_function('lookup', 'nothing::here', nil, nil, 'dflt')
  end

  def p42
    call_function('sprintf', '%05.2f', 3.14159)
  end

  def p43
    call_function('inline_epp', '<%= $x %>-<%= $y %>', { 'x' => 1, 'y' => 'two' })
  end

  def p44
    call_function('inline_template', '<%= @hostname %>')
  end

  def p45
    call_function('reduce', [1, 2, 3]) { |memo, x| memo + x }
  end

  def p46
    call_function('filter', { 'a' => 1, 'b' => 2 }) { |k, v| v > 1 }
  end

  def p47
    call_function('new', Puppet::Pops::Types::TypeParser.singleton.parse('Integer'), '0x1F') rescue [$!.class, $!.message]
  end

  def p48
    call_function('type', [1, 'a']).to_s
  end

  def p49
    call_function('regsubst', 'a.b.c', '\.', '-', 'G')
  end

  def p50
    Puppet::Resource.new('file', '/tmp/x', parameters: { 'ensure' => 'file' }).to_s
  end

  def p51
    Puppet::Resource.new('probe::thing', 'a').ref
  end

  def p52
    Puppet::Resource.new('Class', 'probe::helper').to_s
  end

  def p53
    Puppet::Resource.new('user', 'bob')[:name] rescue $!.class
  end

  def p54
    Puppet::Pops::Utils.is_numeric?('0777') rescue $!.class
  end

  def p55
    Puppet::FileSystem.exist?('/nonexistent/x')
  end

  def p56
    Puppet::FileSystem.basename_string('/a/b.txt') rescue $!.class
  end

  def p57
    Puppet.version
  end

  def p58
    Puppet::Util::Platform.windows?
  end

  def p59
    Puppet[:environment]
  end

  def p60
    Puppet[:strict].to_s
  end

  def p61
    Puppet[:trusted_node_data] rescue $!.class
  end

  def p62
    Puppet.lookup(:current_environment).name.to_s
  end

  def p63
    Puppet[:no_such_setting_xyz].inspect rescue [$!.class, $!.message]
  end

  def p64
    Puppet.settings[:no_such_setting_xyz] rescue [$!.class, $!.message]
  end
end
