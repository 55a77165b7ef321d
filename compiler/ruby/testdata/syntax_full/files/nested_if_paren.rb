def f
  if a
    if b
      c = )
    end
    d(1 2)
  end
end
