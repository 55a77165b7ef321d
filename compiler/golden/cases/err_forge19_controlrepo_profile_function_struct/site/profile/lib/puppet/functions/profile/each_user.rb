# Yields each user with defaults merged, as site helpers do; a block_param
# that must take two arguments.
Puppet::Functions.create_function(:'profile::each_user') do
  dispatch :each_user do
    param 'Hash[String, Hash]', :users
    param 'Hash', :defaults
    block_param 'Callable[2, 2]', :block
  end

  def each_user(users, defaults)
    users.sort.map { |name, attrs| yield(name, defaults.merge(attrs)) }
  end
end
