Puppet::Functions.create_function(:'rubymod::data') do
  def data
    { 'rubymod::y' => 'from ruby', 'rubymod::z' => [1, 2] }
  end
end
