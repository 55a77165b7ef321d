Puppet::Functions.create_function(:'prune::describe') do
  dispatch :describe do
    param 'Type[Resource]', :ref
  end

  def describe(ref)
    "#{ref.type_name} / #{ref.title}"
  end
end
