Puppet::Functions.create_function(:'util::upper_first') do
  dispatch :upper_first do
    param 'String', :s
  end

  def upper_first(s)
    s.split(' ').map(&:capitalize).join(' ')
  end
end
