Puppet::Functions.create_function(:'environment::data') do
  def data
    { 'common_key' => "env data (ruby)", 'legacymod::merged' => { 'env' => 1 }, 'rubymod::y' => 'env wins over module' }
  end
end
