x = a ? b
y = c ? d : e
z = ) 
