# A newer/forked mysql module's mysql::password (not the file Punch's Go port was checked against):
# here it marks its output and takes a second, optional argument.
Puppet::Functions.create_function(:'mysql::password') do
  dispatch :password do
    param 'Variant[String, Sensitive[String]]', :password
    optional_param 'Boolean', :sensitive
  end

  def password(password, sensitive = false)
    password = password.unwrap if password.is_a?(Puppet::Pops::Types::PSensitiveType::Sensitive)
    result = "forked-#{password.reverse}"
    sensitive ? Puppet::Pops::Types::PSensitiveType::Sensitive.new(result) : result
  end
end
