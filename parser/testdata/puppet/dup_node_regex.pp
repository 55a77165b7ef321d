node /x/ {} node /x/ {}
