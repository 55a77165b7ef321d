# frozen_string_literal: true

Puppet::Functions.create_function(:'probe::api2') do
  dispatch :run do
  end

  def run
    tp = Puppet::Pops::Types::TypeParser.singleton
    [
      SemanticPuppet::VersionRange.parse('>= 1.0.0 < 2.0.0').include?(SemanticPuppet::Version.parse('1.5.0')),
      SemanticPuppet::VersionRange.parse('1.x').to_s,
      tp.parse('Enum[a, b]').values,
      Puppet::Pops::Types::PStringType::DEFAULT.to_s,
      (begin
         Puppet::Pops::Types::TypeAsserter.assert_instance_of('probe value', tp.parse('Integer'), 'x')
       rescue Puppet::Pops::Types::TypeAssertionError => e
         e.message
       end),
    ]
  end
end
