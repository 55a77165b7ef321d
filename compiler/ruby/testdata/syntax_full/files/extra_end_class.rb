class A
  def f
    1
  end
  end
  def g
    2
  end
end
