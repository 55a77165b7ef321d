Puppet::Functions.create_function(:'rb9::shout') do
  dispatch :shout do
    param 'String', :s
  end
  def shout(s)
    s.upcase
  end
end
