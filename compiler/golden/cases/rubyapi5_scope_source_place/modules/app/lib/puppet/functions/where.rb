Puppet::Functions.create_function(:where, Puppet::Functions::InternalFunction) do
  dispatch :where do
    scope_param
  end
  def where(scope)
    src = scope.source
    chain = []
    s = scope
    until s.nil? || s.is_topscope?
      chain << s.to_s
      s = s.parent
    end
    "#{src.file.to_s.sub(%r{\A.*/modules/}, 'modules/').sub(%r{\A.*/manifests/}, 'manifests/')}:#{src.line.inspect} top=#{scope.is_topscope?} chain=#{chain.inspect} global=#{scope.find_global_scope.is_topscope?}"
  end
end
