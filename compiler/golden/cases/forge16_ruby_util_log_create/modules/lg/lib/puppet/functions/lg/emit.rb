# Puppet::Util::Log.create from a module function (a log with a source, as some PuppetX helpers send).
Puppet::Functions.create_function(:'lg::emit') do
  dispatch :emit do
    param 'String', :tag
  end

  def emit(tag)
    Puppet::Util::Log.create(level: :notice, message: "#{tag}: Log.create", source: 'lg')
    Puppet::Util::Log.create(level: :warning, message: "#{tag}: Log.create warning", source: 'lg')
    Puppet::Util::Log.levels.include?(:notice)
  end
end
