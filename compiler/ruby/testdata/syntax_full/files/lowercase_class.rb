class foo
  def x; end
end
bar(1 2)
