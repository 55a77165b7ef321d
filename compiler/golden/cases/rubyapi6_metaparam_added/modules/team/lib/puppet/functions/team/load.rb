Puppet::Functions.create_function(:'team::load') do
  dispatch :load do
  end

  def load
    out = []
    out << "before: #{Puppet::Type.metaparam?(:owner_team)} #{Puppet::Type.metaparam?('noop')}"
    cls = Puppet::Type.newmetaparam(:owner_team) do
      desc 'The team owning the resource.'
      validate do |value|
        raise ArgumentError, 'a String' unless value.is_a?(String)
      end
    end
    out << "made: #{cls} #{cls.name.inspect} #{cls.superclass}"
    out << "after: #{Puppet::Type.metaparam?(:owner_team)} #{Puppet::Type.metaparam?('owner_team')}"
    out << "list: #{Puppet::Type.metaparams.inspect}"
    names = []
    Puppet::Type.eachmetaparam { |n| names << n }
    out << "each: #{names.size} #{names.last.inspect}"
    req = Puppet::Type.metaparamclass(:require)
    out << "require: #{req} #{req.name.inspect} #{req.superclass}"
    out << "class: #{Puppet::Type.metaparamclass('owner_team').equal?(cls)} #{Puppet::Type.metaparamclass(nil).inspect} #{Puppet::Type.metaparamclass(:nosuch).inspect}"
    out << "validattr: #{Puppet::Type.type(:file).validattr?(:owner_team)} #{Puppet::Type.type(:notify).valid_parameter?(:owner_team)}"
    begin
      Puppet::Type.newmetaparam(:owner_team)
    rescue Puppet::Error => e
      out << "again: #{e.class}: #{e.message}"
    end
    begin
      Puppet::Type.newmetaparam(:noop)
    rescue Puppet::Error => e
      out << "noop: #{e.class}: #{e.message}"
    end
    out
  end
end
