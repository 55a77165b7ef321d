# Written for this case: Puppet value objects module Ruby builds and returns (secrets wrapped as Sensitive,
# deferred agent-side calls, versions, binaries, time values).
Puppet::Functions.create_function(:'probe::objs') do
  dispatch :run do
    param 'String', :what
  end

  def run(what)
    case what
    when 'sensitive' then Puppet::Pops::Types::PSensitiveType::Sensitive.new('s3cret')
    when 'sensitive_str' then s = Puppet::Pops::Types::PSensitiveType::Sensitive.new('s3cret'); [s.to_s, s.inspect, s.unwrap, s == Puppet::Pops::Types::PSensitiveType::Sensitive.new('s3cret')]
    when 'deferred' then Puppet::Pops::Types::TypeFactory.deferred.create('join', [['a', 'b'], '-'])
    when 'sensitive_eq' then a = Puppet::Pops::Types::PSensitiveType::Sensitive.new('x'); b = Puppet::Pops::Types::PSensitiveType::Sensitive.new('x'); [a == b, a.eql?(b), a.hash == b.hash, a.equal?(b), [a, b].uniq.size, { a => 1 }.key?(b), a == Puppet::Pops::Types::PSensitiveType::Sensitive.new('y')]
    when 'semver' then SemanticPuppet::Version.parse('1.2.3')
    when 'semver_range' then SemanticPuppet::VersionRange.parse('>=1.0.0 <2.0.0')
    when 'binary' then Puppet::Pops::Types::PBinaryType::Binary.from_base64('aGVsbG8=')
    when 'binary_str' then b = Puppet::Pops::Types::PBinaryType::Binary.from_binary_string('hi'); [b.to_s, b.length, b.binary_buffer]
    when 'timespan' then Puppet::Pops::Time::Timespan.from_fields(false, 1, 2, 0, 0, 0)
    when 'timestamp' then Puppet::Pops::Time::Timestamp.parse('2021-01-01T00:00:00 UTC')
    when 'regexp' then /ab+c/i
    when 'type' then Puppet::Pops::Types::TypeParser.singleton.parse('Integer[1]')
    when 'sym_default' then :default
    end
  end
end
