# A Ruby function delivered by pluginsync (agents may call it in deferred
# values; Punch itself does not run Ruby).
Puppet::Functions.create_function(:'example::shout') do
  dispatch :shout do
    param 'String', :text
  end

  def shout(text)
    text.upcase
  end
end
