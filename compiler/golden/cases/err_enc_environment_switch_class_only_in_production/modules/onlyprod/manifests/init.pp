class onlyprod { }
