require File.expand_path(File.join(File.dirname(__FILE__), '..', '..', 'puppet_x', 'idioms', 'shared'))

Puppet::Type.newtype(:idiom_mixin) do
  extend PuppetX::Idioms::Shared

  create_setting_parameters('db')

  newparam(:path) do
    isnamevar
  end

  class << self
    def title_patterns
      seg = PuppetX::Idioms::Shared.pattern
      [
        [/^(#{seg})\/(#{seg})$/, [[:path], [:name]]],
        [/^(#{seg})$/, [[:name]]],
      ]
    end
  end
end
