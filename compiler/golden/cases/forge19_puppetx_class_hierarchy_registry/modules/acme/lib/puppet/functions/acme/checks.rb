require 'puppet_x/acme/checks/http'
require 'puppet_x/acme/checks/tcp'
Puppet::Functions.create_function(:'acme::checks') do
  dispatch :checks do
    param 'Array[Hash]', :specs
  end

  def checks(specs)
    built = specs.map do |s|
      s = s.dup
      kind = s.delete('kind')
      PuppetX::Acme::Check.build(kind, s.transform_keys(&:to_sym))
    rescue PuppetX::Acme::ValidationError => e
      { 'error' => "#{e.class.name.split('::').last}: #{e.message} (#{e.field})" }
    rescue PuppetX::Acme::Error => e
      { 'error' => e.message }
    end
    ok = built.grep(PuppetX::Acme::Check)
    {
      'sorted' => ok.sort.map(&:to_h),
      'errors' => built.grep(Hash),
      'registry' => PuppetX::Acme::Check.registry.keys.sort,
      'ancestors' => PuppetX::Acme::SecureTcp.ancestors.take_while { |a| a != Object }.map(&:to_s),
      'tls?' => ok.map { |c| c.respond_to?(:tls?) ? c.tls? : 'n/a' },
      'max' => ok.max.class.name,
      'between' => ok.first.between?(ok.min, ok.max),
      'version' => PuppetX::Acme::VERSION,
      'options' => PuppetX::Acme::SecureTcp.options.map { |k, v| "#{k}=#{v}" },
    }
  end
end
